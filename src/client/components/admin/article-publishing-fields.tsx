import { ARTICLE_STATUSES, type ArticleStatus } from '~/shared/article-constants';
import { can, statusesFor } from '~/shared/roles';
import { FormField } from '../ui/form-field';
import { plainOptions, SelectField } from '../ui/select-field';
import { useAdminRole } from './admin-permissions';
import type { ArticleFieldGroupProps } from './article-field-group';

const STATUS_OPTIONS = plainOptions(ARTICLE_STATUSES);

/** The article's status, its scheduled publishing time, and whether it is featured. */
export function ArticlePublishingFields({
  formId: id,
  values,
  errors: field,
  setField: set,
  savedStatus,
}: ArticleFieldGroupProps & {
  /** The status the article is saved with; undefined for a new article. */
  savedStatus: ArticleStatus | undefined;
}) {
  // A role that may not publish chooses among the unpublished statuses (and
  // may keep the one an editor set), and cannot feature the story.
  const role = useAdminRole();
  const mayPublish = can(role, 'articles.publish');
  const allowedStatuses = statusesFor(role);
  const statusOptions = allowedStatuses
    ? STATUS_OPTIONS.filter(
        (option) => allowedStatuses.includes(option.value) || option.value === savedStatus,
      )
    : STATUS_OPTIONS;

  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
      <SelectField
        id={`${id}-status`}
        label="Status"
        value={values.status}
        options={statusOptions}
        onChange={(status) => set('status', status)}
        error={field.status}
      />

      <FormField id={`${id}-publishAt`} label="Publish At (optional)" error={field.publishAt}>
        {(control) => (
          <>
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], `${id}-publishAt-help`]
                .filter(Boolean)
                .join(' ')}
              type="datetime-local"
              className="input"
              disabled={!mayPublish}
              value={values.publishAt}
              onChange={(event) => set('publishAt', event.target.value)}
            />
            <p id={`${id}-publishAt-help`} className="text-sm text-muted">
              A time to come schedules the story: it appears nowhere until then (your time zone).
            </p>
          </>
        )}
      </FormField>

      <label className="flex items-center gap-2 py-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={values.featured}
          disabled={!mayPublish}
          onChange={(event) => set('featured', event.target.checked)}
        />
        Featured
      </label>
    </div>
  );
}
