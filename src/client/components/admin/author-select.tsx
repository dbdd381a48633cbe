import { useQuery } from '@tanstack/react-query';
import { adminAuthorProfilesQuery } from '../../api/admin-author-profiles';
import { SelectField, type SelectOption } from '../ui/select-field';

/**
 * The byline, chosen from the author profiles as "name - title". An article
 * whose author has no (active) profile keeps its byline as an option.
 */
export function AuthorSelect({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (author: string) => void;
}) {
  const profiles = useQuery(adminAuthorProfilesQuery);
  const options: SelectOption<string>[] = (profiles.data ?? [])
    .filter((profile) => profile.isActive || profile.name === value)
    .map((profile) => ({
      value: profile.name,
      label: profile.title ? `${profile.name} - ${profile.title}` : profile.name,
    }));
  if (value && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: value });
  }
  const prompt = profiles.isPending ? 'Loading authors...' : 'Select an author';
  return (
    <SelectField
      id={id}
      label="Author"
      value={value}
      options={[{ value: '', label: prompt, disabled: true }, ...options]}
      onChange={onChange}
      error={error ?? (profiles.isError ? 'Failed to load author profiles' : undefined)}
      busy={profiles.isPending}
    />
  );
}
