const STEPS = [
  'Transfer the amount due to the account below, quoting your order number as the payment reference.',
  'Our team confirms your payment and contacts you by your preferred contact method.',
  'Once your payment is received, each person on the order is asked to agree to share their details. When everyone has, we activate the cover: it starts the day after, and we notify you here with its dates.',
] as const;

export function NextSteps() {
  return (
    <section aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className="text-lg font-bold text-ink">
        Next steps
      </h2>
      <ol className="mt-3 flex flex-col gap-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm text-ink">
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}
