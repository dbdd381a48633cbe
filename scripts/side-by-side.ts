/**
 * Runs two package scripts at once and fails when either fails:
 *
 *   bun scripts/side-by-side.ts test:unit:sqlite test:unit:postgres
 *
 * The test runs mostly wait on different things (a browser, a database
 * server, child processes), so on a machine of few cores two side by side
 * take little longer than the longer one alone. The first prints as it goes;
 * the second's output follows in one block, so the two never interleave.
 */
const [first, second] = process.argv.slice(2);
if (!first || !second) {
  console.error('Usage: bun scripts/side-by-side.ts SCRIPT SCRIPT');
  process.exit(2);
}

const started = performance.now();
const run = (script: string, output: 'inherit' | 'pipe') =>
  Bun.spawn([process.execPath, 'run', script], { stdout: output, stderr: output });

const buffered = run(second, 'pipe');
// Read while it runs: a full pipe would stop it.
const bufferedOutput = Promise.all([
  new Response(buffered.stdout).text(),
  new Response(buffered.stderr).text(),
]);
const live = run(first, 'inherit');
const liveExit = await live.exited;
const liveSeconds = (performance.now() - started) / 1000;

const [stdout, stderr] = await bufferedOutput;
const bufferedExit = await buffered.exited;
const bufferedSeconds = (performance.now() - started) / 1000;
console.log(`\n===== ${second}, run beside ${first} =====`);
process.stdout.write(stdout);
process.stdout.write(stderr);

const verdict = (exit: number) => (exit === 0 ? 'passed' : 'FAILED');
console.log(
  `\n${first}: ${verdict(liveExit)} (${liveSeconds.toFixed(0)} s); ${second}: ${verdict(bufferedExit)} (${bufferedSeconds.toFixed(0)} s)`,
);
process.exit(liveExit === 0 && bufferedExit === 0 ? 0 : 1);
