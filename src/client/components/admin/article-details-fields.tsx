import { MAX_READ_TIME, MIN_READ_TIME } from '~/shared/article-constants';
import { sections } from '~/shared/sections';
import { FormField } from '../ui/form-field';
import { SelectField, type SelectOption } from '../ui/select-field';
import type { ArticleFieldGroupProps } from './article-field-group';
import type { ArticleFormValues } from './article-form-values';
import { AuthorSelect } from './author-select';

const SECTION_OPTIONS: SelectOption<ArticleFormValues['section']>[] = sections.map((section) => ({
  value: section.slug,
  label: section.name,
}));

/** Where and when the article runs, who wrote it, and how long it takes to read. */
export function ArticleDetailsFields({
  formId: id,
  values,
  errors: field,
  setField: set,
}: ArticleFieldGroupProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        id={`${id}-section`}
        label="Section"
        value={values.section}
        options={SECTION_OPTIONS}
        onChange={(section) => set('section', section)}
        error={field.section}
      />

      <AuthorSelect
        id={`${id}-author`}
        value={values.author}
        error={field.author}
        onChange={(author) => set('author', author)}
      />

      <FormField id={`${id}-date`} label="Publication Date" error={field.date}>
        {(control) => (
          <input
            {...control}
            value={values.date}
            onChange={(event) => set('date', event.target.value)}
            className="input"
            placeholder="e.g. March 3, 2026"
          />
        )}
      </FormField>

      <FormField id={`${id}-readTime`} label="Read Time (minutes)" error={field.readTime}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={MIN_READ_TIME}
            max={MAX_READ_TIME}
            step={1}
            className="input"
            value={values.readTime}
            onChange={(event) => set('readTime', event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
