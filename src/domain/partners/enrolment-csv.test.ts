import { describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from './enrolment';
import { csvCell, parseEnrolmentUpload } from './enrolment-csv';

const ID = '0b6c2f7e-3c1a-4e59-9d7a-1f2e3d4c5b6a';

describe('a downloaded cell', () => {
  it('is quoted when it holds a comma, a quote or a line break', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('12, Allen Avenue')).toBe('"12, Allen Avenue"');
    expect(csvCell('say "hi"\nthere')).toBe('"say ""hi""\nthere"');
  });

  it('cannot run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+2348012345678')).toBe("'+2348012345678");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('an uploaded file', () => {
  it('names enrolments by id or by order reference and person, and leaves rows without a member ID', () => {
    const file = [
      'enrolment_id,order_reference,person,member_id',
      `${ID},,,HR-0001`,
      ',DH-ABC123,2, HR-0002 ',
      `${ID.toUpperCase()},,,`,
    ].join('\n');
    expect(parseEnrolmentUpload(file)).toEqual({
      rows: [
        { line: 2, ref: { enrolmentId: ID }, memberId: 'HR-0001' },
        { line: 3, ref: { orderReference: 'DH-ABC123', position: 2 }, memberId: 'HR-0002' },
      ],
      errors: [],
    });
  });

  it('reports every bad line by its number', () => {
    const file = [
      'member_id,enrolment_id',
      'ab,' + ID,
      'HR-1,not-an-id',
      'HR=1,' + ID,
      'HR-2,' + ID,
      'HR-2,' + ID,
    ].join('\r\n');
    expect(parseEnrolmentUpload(file).errors).toEqual([
      { line: 2, reason: ENROLMENT_MESSAGES.memberIdLength },
      { line: 3, reason: 'the enrolment_id is not an enrolment id' },
      { line: 4, reason: ENROLMENT_MESSAGES.memberIdCharacters },
      { line: 6, reason: 'the member ID is also on line 5' },
    ]);
  });

  it('needs a header naming the member ID and the enrolment', () => {
    expect(parseEnrolmentUpload('id,number\n1,2').errors[0]?.reason).toMatch(/no header row/);
    expect(parseEnrolmentUpload('').errors).toHaveLength(1);
    expect(parseEnrolmentUpload('member_id,enrolment_id\n"HR-1').errors[0]).toMatchObject({ line: 2 });
  });
});
