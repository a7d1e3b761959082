export function Component() {
  return <main>landing</main>;
}
