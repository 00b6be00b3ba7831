// TODO(helper): this admin page.
export default function Page() {
  return null;
}
