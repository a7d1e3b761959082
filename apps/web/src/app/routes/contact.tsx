export function Component() {
  return <main>contact</main>;
}
