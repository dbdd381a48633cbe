import { expect, test } from 'bun:test';
import { attachmentName } from './admin-database';

test('the export is saved under the name the server gives it', () => {
  expect(attachmentName('attachment; filename="gazette-export-2026-03-14.json"')).toBe(
    'gazette-export-2026-03-14.json',
  );
  expect(attachmentName('attachment')).toBeNull();
  expect(attachmentName(null)).toBeNull();
});
