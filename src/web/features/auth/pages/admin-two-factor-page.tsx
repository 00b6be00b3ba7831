// TODO(lead): the two-factor setup page.
export default function Page() {
  return null;
}
