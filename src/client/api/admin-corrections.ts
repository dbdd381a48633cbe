import type { ArticleCorrection, CorrectionInput } from '~/shared/schemas/correction';
import { apiRequest } from './transport';

/** An editor appends a correction or update to a published article. */
export async function addCorrection(
  articleId: number,
  input: CorrectionInput,
): Promise<ArticleCorrection> {
  const response = await apiRequest('POST', `/api/admin/articles/${articleId}/corrections`, input);
  return (await response.json()) as ArticleCorrection;
}
