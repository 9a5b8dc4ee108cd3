// Injected into every component test file (web-test-runner.config.mjs). The runner sends a failed assertion's actual
// and expected values from the page as JSON; a node React rendered holds its fiber, a cycle, so JSON throws, the
// report is never sent, and the runner waits out its timeout ("did not finish") instead of naming the failure.
// Such values are replaced with a short description after each failed test, so the failure is reported as one.
afterEach(function () {
  const error = this.currentTest?.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
  if (!error) return;
  for (const key of ['actual', 'expected'] as const) {
    try {
      JSON.stringify(error[key]);
    } catch {
      error[key] = asText(error[key]);
    }
  }
});

function asText(value: unknown): string {
  if (value instanceof Element) return value.outerHTML.slice(0, 200);
  return String(value);
}
