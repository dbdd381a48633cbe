import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUNTIME_ENVIRONMENT } from './runtime-environment';

const root = join(import.meta.dir, '../..');
const settings = Object.entries(RUNTIME_ENVIRONMENT);

describe('the runtime settings the server is started with', () => {
  test('npm start sets each', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const server = scripts.start!.split('&&').find((step) => step.includes('src/server/index.ts'));
    for (const [name, value] of settings) expect(server).toContain(`${name}=${value} `);
  });

  test("the container image's final stage sets each", () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const env = finalStage.split('\n').filter((line) => line.startsWith('ENV '));
    for (const [name, value] of settings) expect(env.join(' ')).toContain(`${name}=${value}`);
  });

  test('the allocator reads each of its own: a process started with them runs with them', () => {
    // It lists its options as it starts when asked to; a name it no longer
    // knows (a newer runtime) would be missing from the list.
    const optionsOf = (env: Record<string, string | undefined>) =>
      Bun.spawnSync([process.execPath, '-e', ''], {
        env: { ...process.env, ...env, MIMALLOC_VERBOSE: '1' },
      }).stderr.toString();
    const started = optionsOf(RUNTIME_ENVIRONMENT);
    const bare = optionsOf(Object.fromEntries(settings.map(([name]) => [name, undefined])));
    for (const [name, value] of settings.filter(([name]) => name.startsWith('MIMALLOC_'))) {
      const option = `option '${name.slice('MIMALLOC_'.length).toLowerCase()}': `;
      expect(started).toContain(`${option}${value} `);
      // Not the runtime's own default, or the setting would be pointless.
      expect(bare).toContain(option);
      expect(bare).not.toContain(`${option}${value} `);
    }
  });
});
