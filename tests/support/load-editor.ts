/**
 * The load test's editor: one signed-in admin client that creates and edits
 * published stories as fast as the server lets it (with an optional pause),
 * remembering every write the server acknowledged, then checks afterwards
 * that each story says what its last acknowledged write said: through the
 * admin API, the public API and the reader's page.
 */
import type { Article, ArticleInput, ArticleTeaser } from '~/shared/schemas/article';
import { MAX_PAGE_SIZE } from '~/shared/schemas/article-query';
import { SECTION_SLUGS } from '~/shared/sections';

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface WriteFailure {
  method: string;
  path: string;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  message: string;
}

/** One story the editor created: what the server must hold for it. */
interface TrackedStory {
  id: number | null;
  slug: string;
  /** The last acknowledged payload and the version it produced. */
  acknowledged: { input: ArticleInput; version: number } | null;
  /** A write sent without a clear answer: its payload may or may not have landed. */
  unsure: ArticleInput | null;
}

export interface EditorReport {
  attempted: number;
  acknowledged: number;
  created: number;
  edited: number;
  failures: WriteFailure[];
  /** Acknowledged stories found holding their last acknowledged write, and what was wrong with others. */
  verified: number;
  problems: string[];
}

// Public statuses only, so a story once published stays readable.
const STATUSES = ['published', 'breaking', 'verified', 'developing'] as const;

/** Long enough to make a real page, plain enough to survive sanitizing as it is. */
function body(slug: string, edit: number): string {
  return [1, 2, 3, 4]
    .map(
      (n) =>
        `<p>Paragraph ${n} of ${slug}, revision ${edit}. Observers across the near realities report steady conditions and no anomalies worth a headline.</p>`,
    )
    .join('\n');
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export class LoadEditor {
  private cookie = '';
  private readonly stories: TrackedStory[] = [];
  private readonly report: EditorReport = {
    attempted: 0,
    acknowledged: 0,
    created: 0,
    edited: 0,
    failures: [],
    verified: 0,
    problems: [],
  };
  private readonly runTag: string;

  /** `desk` tells apart the stories of editors working at once. */
  constructor(
    private readonly baseUrl: string,
    private readonly credentials: AdminCredentials,
    private readonly authors: readonly string[],
    desk = 0,
  ) {
    // Two digits: no editor's tag is the start of another's (a search finds both).
    this.runTag = `load${Date.now().toString(36)}d${String(desk).padStart(2, '0')}`;
  }

  async signIn(): Promise<void> {
    const response = await this.send('POST', '/api/admin/auth/login', this.credentials);
    if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${response.body}`);
    if (!this.cookie) throw new Error('Sign-in set no session cookie');
  }

  /**
   * Writes until `deadline` (performance.now() time): a new story about
   * every third write, otherwise an edit of one of its stories. Each
   * acknowledged new story's slug goes to `onPublished`.
   */
  async run(deadline: number, onPublished: (slug: string) => void, pauseMs = 0): Promise<void> {
    let round = 0;
    while (performance.now() < deadline) {
      const editable = this.stories.filter((story) => story.acknowledged && !story.unsure);
      if (editable.length === 0 || round % 3 === 0) {
        const story = await this.create(round);
        if (story) onPublished(story.slug);
      } else {
        await this.edit(editable[Math.floor(Math.random() * editable.length)]!, round);
      }
      round += 1;
      if (pauseMs > 0) await Bun.sleep(pauseMs);
    }
  }

  /**
   * Checks every story against its last acknowledged write, through
   * `checkUrl` (another process on the same database, say); returns the
   * whole report.
   */
  async verify(checkUrl = this.baseUrl): Promise<EditorReport> {
    const stored = await this.storedStories(checkUrl);
    for (const story of this.stories) {
      const problem = await this.check(checkUrl, story, stored.get(story.slug) ?? null);
      stored.delete(story.slug);
      if (problem) this.report.problems.push(`${story.slug}: ${problem}`);
      else if (story.acknowledged) this.report.verified += 1;
    }
    for (const slug of stored.keys()) this.report.problems.push(`${slug}: stored but never sent`);
    return { ...this.report, failures: [...this.report.failures] };
  }

  /**
   * Every story of this run the server holds, whole, by slug: the admin
   * list's pages of teasers name them, and each is then read in full.
   */
  private async storedStories(checkUrl: string): Promise<Map<string, Article>> {
    const teasers: ArticleTeaser[] = [];
    for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
      const response = await this.send(
        'GET',
        `/api/admin/articles?q=${this.runTag}&limit=${MAX_PAGE_SIZE}&offset=${offset}`,
        undefined,
        checkUrl,
      );
      if (!response.ok) throw new Error(`The admin list answered ${response.status}`);
      const page = JSON.parse(response.body) as ArticleTeaser[];
      teasers.push(...page);
      if (page.length < MAX_PAGE_SIZE) break;
    }
    const stored = new Map<string, Article>();
    for (const teaser of teasers) {
      const response = await this.send(
        'GET',
        `/api/admin/articles/${teaser.id}`,
        undefined,
        checkUrl,
      );
      if (!response.ok) throw new Error(`Article ${teaser.id} answered ${response.status}`);
      stored.set(teaser.slug, JSON.parse(response.body) as Article);
    }
    return stored;
  }

  private payload(slug: string, edit: number): ArticleInput {
    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
    return {
      title: `Quiet day across the realities, report ${slug.split('-').at(-1)} revision ${edit}`,
      slug,
      section: pick(SECTION_SLUGS),
      summary: `Revision ${edit} of a routine bulletin from the ${this.runTag} desk.`,
      content: body(slug, edit),
      author: pick(this.authors),
      date: new Date().toISOString(),
      status: edit === 0 ? 'published' : pick(STATUSES),
      tags: [this.runTag, `revision-${edit}`],
      featured: false,
      readTime: 1 + Math.floor(Math.random() * 5),
    };
  }

  private async create(round: number): Promise<TrackedStory | null> {
    const slug = `${this.runTag}-${round}`;
    const input = this.payload(slug, 0);
    const story: TrackedStory = { id: null, slug, acknowledged: null, unsure: null };
    this.stories.push(story);
    const response = await this.write('POST', '/api/admin/articles', input);
    if (response?.status === 201) {
      const saved = JSON.parse(response.body) as Article;
      story.id = saved.id;
      story.acknowledged = { input, version: saved.version };
      this.report.created += 1;
      return story;
    }
    // Refused outright: nothing should exist. No answer: it may.
    if (!response) story.unsure = input;
    return null;
  }

  private async edit(story: TrackedStory, round: number): Promise<void> {
    const input = this.payload(story.slug, round);
    const response = await this.write('PATCH', `/api/admin/articles/${story.id}`, input);
    if (response?.ok) {
      const saved = JSON.parse(response.body) as Article;
      story.acknowledged = { input, version: saved.version };
      this.report.edited += 1;
    } else if (!response) {
      story.unsure = input;
    }
  }

  /** Sends a write; counts it; returns the answer when it was 2xx or a refusal, null when none came. */
  private async write(method: string, path: string, input: ArticleInput) {
    this.report.attempted += 1;
    try {
      const response = await this.send(method, path, input);
      if (response.ok) this.report.acknowledged += 1;
      else {
        this.report.failures.push({
          method,
          path,
          status: response.status,
          message: response.body.slice(0, 300),
        });
      }
      return response;
    } catch (error) {
      this.report.failures.push({ method, path, status: null, message: String(error) });
      return null;
    }
  }

  private async send(method: string, path: string, payload?: unknown, url = this.baseUrl) {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        Origin: this.baseUrl,
        ...(this.cookie ? { Cookie: this.cookie } : {}),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(30_000),
    });
    const session = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('gazette_session='));
    if (session) this.cookie = session.split(';', 1)[0]!;
    return { ok: response.ok, status: response.status, body: await response.text() };
  }

  /** What is wrong with a story now, or null when it holds its last acknowledged write. */
  private async check(
    checkUrl: string,
    story: TrackedStory,
    admin: Article | null,
  ): Promise<string | null> {
    const expected = story.acknowledged;
    if (!expected) {
      if (!admin || story.unsure) return null;
      return `refused on creation, yet stored as id ${admin.id}`;
    }
    if (!admin) return `acknowledged as id ${story.id} but missing`;
    if (admin.id !== story.id) return `acknowledged as id ${story.id}, stored as id ${admin.id}`;
    const matches = (input: ArticleInput) =>
      admin.title === input.title &&
      admin.summary === input.summary &&
      admin.content === input.content &&
      admin.section === input.section &&
      admin.author === input.author &&
      admin.status === input.status &&
      admin.date === input.date &&
      admin.readTime === input.readTime &&
      JSON.stringify(admin.tags) === JSON.stringify(input.tags);
    const heldUnsure = story.unsure !== null && matches(story.unsure);
    if (!heldUnsure) {
      if (!matches(expected.input)) {
        return `holds "${admin.title}" (version ${admin.version}), not the acknowledged "${expected.input.title}"`;
      }
      if (admin.version !== expected.version) {
        return `version ${admin.version}, acknowledged ${expected.version}`;
      }
    }
    // Readers must see the same: the public API and the page, past any cache.
    const api = await fetch(`${checkUrl}/api/articles/${story.slug}`);
    const published = api.ok ? ((await api.json()) as Article) : null;
    if (!published) return `public API answered ${api.status}`;
    if (published.title !== admin.title || published.version !== admin.version) {
      return `public API shows "${published.title}" (version ${published.version}), admin version ${admin.version}`;
    }
    const page = await fetch(`${checkUrl}/article/${story.slug}`, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    const html = await page.text();
    if (page.status !== 200) return `page answered ${page.status}`;
    if (!html.includes(escapeHtml(admin.title))) return `page does not show "${admin.title}"`;
    return null;
  }
}
