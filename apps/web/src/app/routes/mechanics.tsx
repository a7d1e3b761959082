export function Component() {
  return <main>mechanics</main>;
}
