import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from './help-topics';

// docs/decisions/061: the help centre states the limits on contacting others with the numbers the server enforces.
describe('the help centre on limits', () => {
  it('states the limits on invitations and links', () => {
    const answer = HELP_TOPICS.flatMap((topic) => topic.questions)
      .find((question) => question.question === 'Is there a limit on invitations and links?')
      ?.answer.join('\n');
    expect(answer).toContain('up to 40 people on its orders');
    expect(answer).toContain('named on up to 3 orders');
    expect(answer).toContain('up to 3 times an hour and 5 times a day, and up to 20 new links a day');
    expect(answer).toContain('up to 10 times a day, and up to 3 times a day to the same address');
  });
});
