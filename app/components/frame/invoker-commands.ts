/**
 * Whether this browser runs a button's invoker command (`commandfor` and `command`) by itself,
 * opening or closing a <dialog> before any script has run. Where it does not, React does it
 * once it has taken over the page.
 */
export function invokerCommandsSupported() {
  return 'command' in HTMLButtonElement.prototype;
}
