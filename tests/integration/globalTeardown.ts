export default async function globalTeardown() {
  await globalThis.__INTEGRATION_STACK__?.stop();
}
