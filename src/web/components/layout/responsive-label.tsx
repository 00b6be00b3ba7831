/** Two labels, one per screen size: the spec's mobile labels are 'Account' and 'Sign Up'. */
export function ResponsiveLabel({ mobile, desktop }: { mobile: string; desktop: string }) {
  return (
    <>
      <span className="sm:hidden">{mobile}</span>
      <span className="hidden sm:inline">{desktop}</span>
    </>
  );
}
