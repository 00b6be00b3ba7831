import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfiguredText } from './configured-text';

describe('a sentence that follows the configuration', () => {
  it('is written in every wording, each marked with the value it holds for', () => {
    const html = renderToString(
      <ConfiguredText
        text={{ fact: 'card-payments', text: { on: 'By card or transfer.', off: 'By transfer.' } }}
      />,
    );
    expect(html).toBe(
      '<span data-when-card-payments="on">By card or transfer.</span><span data-when-card-payments="off">By transfer.</span>',
    );
    expect(
      renderToString(
        <ConfiguredText text={{ fact: 'bank-currency', text: { NGN: 'In naira.', USD: 'In dollars.' } }} />,
      ),
    ).toBe(
      '<span data-when-bank-currency="NGN">In naira.</span><span data-when-bank-currency="USD">In dollars.</span>',
    );
  });

  it('is plain text when it does not vary', () => {
    expect(renderToString(<ConfiguredText text="Plain." />)).toBe('Plain.');
  });
});
