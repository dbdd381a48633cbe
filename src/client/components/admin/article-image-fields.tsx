import { IMAGE_POSITIONS, type ImagePosition } from '~/shared/article-constants';
import { capitalize } from '~/shared/capitalize';
import { FormField } from '../ui/form-field';
import { SelectField, type SelectOption } from '../ui/select-field';
import type { ArticleFieldGroupProps } from './article-field-group';
import { MediaUploader } from './media-uploader';

/** Where each crop keeps the picture's focus. */
const IMAGE_POSITION_HELP: Record<ImagePosition, string> = {
  top: 'show heads/faces',
  center: 'balanced crop',
  bottom: 'show feet/base',
};

const IMAGE_POSITION_OPTIONS: SelectOption<ImagePosition>[] = IMAGE_POSITIONS.map((position) => ({
  value: position,
  label: `${capitalize(position)} - ${IMAGE_POSITION_HELP[position]}`,
}));

/** The article's lead picture and where its crop keeps the focus. */
export function ArticleImageFields({
  formId: id,
  values,
  errors: field,
  setField: set,
}: ArticleFieldGroupProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={`${id}-image`} label="Image URL" error={field.image}>
        {(control) => (
          <input
            {...control}
            value={values.image}
            onChange={(event) => set('image', event.target.value)}
            type="text"
            inputMode="url"
            className="input"
            placeholder="https://example.com/image.jpg"
          />
        )}
      </FormField>

      <SelectField
        id={`${id}-imagePosition`}
        label="Image Position"
        value={values.imagePosition}
        options={IMAGE_POSITION_OPTIONS}
        onChange={(position) => set('imagePosition', position)}
        error={field.imagePosition}
      />
      <div className="sm:col-span-2">
        <MediaUploader
          label="Upload the article image"
          onUploaded={(item) => set('image', item.url)}
        />
      </div>
    </div>
  );
}
