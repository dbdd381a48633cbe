import type { ArticleFormErrors, ArticleFormValues } from './article-form-values';

/** What each group of the article form's fields is given by the form that holds the values. */
export interface ArticleFieldGroupProps {
  /** The form's id, which every field's id begins with. */
  formId: string;
  values: ArticleFormValues;
  errors: ArticleFormErrors['fields'];
  setField: <Field extends keyof ArticleFormValues>(
    field: Field,
    value: ArticleFormValues[Field],
  ) => void;
}
