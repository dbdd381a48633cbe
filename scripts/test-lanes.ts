/**
 * Runs package scripts in lanes side by side and fails when any script fails:
 *
 *   bun scripts/test-lanes.ts "test:unit:postgres test:e2e:readers" "test:unit:sqlite test:hardening"
 *
 * Each argument is a lane: its scripts run one after another, every one of
 * them even when an earlier one failed. The suite keeps a core busy per
 * lane: on a two-core machine two lanes take about half the time of one,
 * and a third makes each lane slower (17 minutes with three, 14.5 with
 * two). The first lane prints as it goes; each other lane's output follows
 * in one block, so they never interleave. The failed tests, with their
 * errors, and every script's verdict are listed again at the very end, where
 * a log cut to its last lines still shows them.
 */
const lanes = process.argv.slice(2).map((lane) => lane.split(/\s+/).filter(Boolean));
if (lanes.length < 2 || lanes.some((lane) => lane.length === 0)) {
  console.error('Usage: bun scripts/test-lanes.ts "SCRIPT [SCRIPT…]" "SCRIPT [SCRIPT…]" …');
  process.exit(2);
}

const started = performance.now();

/** How much of a failed test's output is printed again at the end. */
const MAX_ERROR_LINES = 40;

/** A line that ends the output of the test before: its verdict, or a file's heading. */
function isVerdictOrFile(line: string) {
  return /^\((pass|fail|skip|todo)\)/.test(line) || /^\S.*\.test\.tsx?:$/.test(line);
}

/** Reads a stream to its end (a full pipe would stop the run), passing it on as it comes if asked. */
async function collect(stream: ReadableStream<Uint8Array>, passOn?: NodeJS.WriteStream) {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) {
    passOn?.write(chunk);
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** The scripts running now: a stop asked of the run is passed on to them. */
const running = new Set<ReturnType<typeof Bun.spawn>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

interface Verdict {
  script: string;
  passed: boolean;
  seconds: number;
}

async function runLane(scripts: string[], live: boolean) {
  let output = '';
  const verdicts: Verdict[] = [];
  for (const script of scripts) {
    const child = Bun.spawn([process.execPath, 'run', script], { stdout: 'pipe', stderr: 'pipe' });
    running.add(child);
    const [stdout, stderr] = await Promise.all([
      collect(child.stdout, live ? process.stdout : undefined),
      collect(child.stderr, live ? process.stderr : undefined),
    ]);
    const exit = await child.exited;
    running.delete(child);
    output += `${stdout}${stderr}`;
    verdicts.push({ script, passed: exit === 0, seconds: (performance.now() - started) / 1000 });
  }
  return { output, verdicts };
}

const results = await Promise.all(lanes.map((scripts, index) => runLane(scripts, index === 0)));
for (const [index, result] of results.entries()) {
  if (index === 0) continue;
  console.log(
    `\n===== ${lanes[index]!.join(', then ')}, run beside ${lanes[0]!.join(', then ')} =====`,
  );
  process.stdout.write(result.output);
}

// Each failed test is printed where it ran and again in its run's summary:
// listed once here, with what it printed before its verdict (the error).
const failures = new Map<string, string[]>();
for (const { output } of results) {
  const lines = output.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('(fail)') || failures.has(line)) continue;
    let start = index;
    while (start > 0 && index - start < MAX_ERROR_LINES && !isVerdictOrFile(lines[start - 1]!)) {
      start -= 1;
    }
    failures.set(line, lines.slice(start, index));
  }
}
if (failures.size > 0) {
  console.log('\nFailed:');
  for (const [verdict, error] of failures) console.log([...error, verdict, ''].join('\n'));
}
const verdicts = results.flatMap(({ verdicts }) => verdicts);
console.log(
  `\n${verdicts.map((v) => `${v.script}: ${v.passed ? 'passed' : 'FAILED'} (done at ${v.seconds.toFixed(0)} s)`).join('; ')}`,
);
process.exit(verdicts.every((v) => v.passed) ? 0 : 1);
