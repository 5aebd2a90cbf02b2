import '~/i18n/staff-messages';
import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { readAedAmount, readDubaiMoment, readFinesFile, readSalikFile } from './toll-fine-csv.server';
import { plateKey, readPlateText } from './plate';

const en = translator('en');
const ar = translator('ar');
const dubai = (text: string) => new Date(`${text}+04:00`);

async function* chunksOf(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.slice(at, at + size);
}

describe('the Salik trips file', () => {
  test('given the statement layout with a BOM and CRLF, should read each trip in Dubai time', async () => {
    const file =
      '\uFEFFTransaction ID,Trip Date,Trip Time,Plate Source,Plate Code,Plate Number,Toll Gate,Amount (AED)\r\n' +
      '9001,03/11/2026,14:05:00,Dubai,A,12345,Al Garhoud Bridge,4.00\r\n' +
      '9002,03/11/2026,08:30:59,DXB,a,012345,Al Maktoum Bridge,6\r\n';
    expect(await readSalikFile(file, en)).toEqual({
      records: [
        {
          row: 2,
          plate: { emirate: 'Dubai', code: 'A', number: '12345' },
          at: dubai('2026-11-03T14:05:00'),
          tollFils: 400,
          reference: '9001',
          location: 'Al Garhoud Bridge',
        },
        {
          row: 3,
          plate: { emirate: 'Dubai', code: 'A', number: '12345' },
          at: dubai('2026-11-03T08:30:59'),
          tollFils: 600,
          reference: '9002',
          location: 'Al Maktoum Bridge',
        },
      ],
      errors: [],
      fileError: null,
    });
  });

  test('given other header names, order and case, one plate field and one date-time field, should read the same', async () => {
    const file = 'AMOUNT;PLATE;DATE TIME;reference\n"AED 4.00";Dubai A 12345;2026-11-03 2:05 PM;X-1\n';
    const { records, errors } = await readSalikFile(file, en);
    expect(errors).toEqual([]);
    expect(records[0]).toMatchObject({
      at: dubai('2026-11-03T14:05:00'),
      tollFils: 400,
      reference: 'X-1',
      location: '',
    });
    expect(plateKey(records[0].plate)).toBe('Dubai|A|12345');
  });

  test('given bad rows among good ones, should keep the good and name each bad row in the reader’s language', async () => {
    const file = [
      'Transaction ID,Date,Time,Plate Source,Plate Code,Plate Number,Amount',
      '1,03/11/2026,14:05,Dubai,A,12345,4',
      '2,03/11/2026,14:05,Atlantis,A,12345,4',
      '3,31/02/2026,14:05,Dubai,A,12345,4',
      '4,03/11/2026,25:00,Dubai,A,12345,4',
      '5,03/11/2026,14:05,Dubai,A,12345,four',
      '6,03/11/2026,14:05,Dubai,A,12345,-4',
      ',03/11/2026,14:05,Dubai,A,12345,4',
      '',
      '8,04/11/2026,09:00,Abu Dhabi,5,1234,"1,234.50"',
    ].join('\n');
    const result = await readSalikFile(file, en);
    expect(result.records.map((trip) => [trip.reference, trip.tollFils])).toEqual([
      ['1', 400],
      ['8', 123_450],
    ]);
    expect(result.errors).toEqual([
      { row: 3, message: 'Row 3: the plate is not readable.' },
      { row: 4, message: 'Row 4: the date and time are not valid (dd/mm/yyyy hh:mm).' },
      { row: 5, message: 'Row 5: the date and time are not valid (dd/mm/yyyy hh:mm).' },
      { row: 6, message: 'Row 6: the amount is not a valid AED amount.' },
      { row: 7, message: 'Row 7: the amount is not a valid AED amount.' },
      { row: 8, message: 'Row 8: the reference is missing.' },
    ]);
    expect((await readSalikFile(file, ar)).errors[0].message).toBe('الصف 3: رقم اللوحة غير مقروء.');
  });

  test('given a file without an amount column, should say which column is missing and read no row', async () => {
    const result = await readSalikFile('Transaction ID,Date,Plate\n1,03/11/2026 10:00,Dubai A 1\n', en);
    expect(result).toEqual({ records: [], errors: [], fileError: 'The file has no Amount column.' });
  });

  test('given a header alone, should say the file holds no rows', async () => {
    expect((await readSalikFile('Reference,Date,Plate,Amount\r\n', en)).fileError).toBe('The file holds no rows.');
  });

  test('given a file streamed in 7-byte chunks, should read it as a whole', async () => {
    const rows = Array.from(
      { length: 50 },
      (_, index) => `${index},03/11/2026,10:${String(index).padStart(2, '0')},Dubai,B,${100 + index},4`,
    );
    const file = ['Reference,Date,Time,Emirate,Code,Number,Amount', ...rows].join('\r\n');
    const result = await readSalikFile(chunksOf(file, 7), en);
    expect(result.records).toHaveLength(50);
    expect(result.records[49]).toMatchObject({ row: 51, plate: { number: '149' } });
  });

  test('given more rows than the limit, should stop with a message and keep the rows before it', async () => {
    const file = [
      'Reference,Date,Time,Emirate,Code,Number,Amount',
      ...['1', '2', '3'].map((ref) => `${ref},03/11/2026,10:00,Dubai,B,1,4`),
    ].join('\n');
    const result = await readSalikFile(file, en, { maxBytes: 10_000, maxRows: 2 });
    expect(result.records).toHaveLength(2);
    expect(result.fileError).toBe('The file has more than 2 rows. Split it and import each part.');
  });

  test('given a file over the size limit, should stop reading and say so', async () => {
    // 40,000 rows of 31 bytes: about 1.2 MB against a 1 MB limit.
    const file = 'Reference,Date,Time,Emirate,Code,Number,Amount\n' + '1,03/11/2026,10:00,Dubai,B,1,4\n'.repeat(40_000);
    const result = await readSalikFile(chunksOf(file, 64 * 1024), en, { maxBytes: 1024 * 1024, maxRows: 100_000 });
    expect(result.fileError).toBe('The file is larger than 1 MB.');
    expect(result.records.length).toBeLessThan(40_000);
  });

  test('given an unclosed quote, should say the file could not be read rather than fail', async () => {
    const file = 'Reference,Date,Time,Emirate,Code,Number,Amount\n1,03/11/2026,10:00,Dubai,B,1,"4\n';
    const result = await readSalikFile(file, en);
    expect(result.fileError).toMatch(/^The file could not be read as CSV near row \d+\.$/);
  });
});

describe('the fines file', () => {
  test('given traffic and municipal fines, should read their kind, defaulting to traffic', async () => {
    const file = [
      'Fine Number,Type,Violation Date,Violation Time,Plate Source,Plate Code,Plate Number,Fine Amount,Description',
      'F-1,Traffic,03/11/2026,23:15,Dubai,A,12345,"AED 600.00",Exceeding the speed limit by 30 km/h',
      'F-2,Municipality,4-11-2026,09:00,Sharjah,2,555,500,Parking without a permit',
      'F-3,,05/11/2026,10:00,Dubai,A,12345,400,Lane change',
      'F-4,Customs,05/11/2026,10:00,Dubai,A,12345,400,Other',
    ].join('\n');
    const result = await readFinesFile(file, en);
    expect(result.records.map((fine) => [fine.reference, fine.kind, fine.fineFils, fine.at])).toEqual([
      ['F-1', 'traffic_fine', 60_000, dubai('2026-11-03T23:15:00')],
      ['F-2', 'municipal_fine', 50_000, dubai('2026-11-04T09:00:00')],
      ['F-3', 'traffic_fine', 40_000, dubai('2026-11-05T10:00:00')],
    ]);
    expect(result.records[0].description).toBe('Exceeding the speed limit by 30 km/h');
    expect(result.errors).toEqual([{ row: 5, message: 'Row 5: the fine type must be traffic or municipal.' }]);
  });
});

describe('the separator', () => {
  const fine = (description: string) =>
    expect.objectContaining({ reference: 'F-1', fineFils: 60_000, description, plate: expect.anything() });

  test('given a comma file, should split at commas and keep a quoted comma in its field', async () => {
    const file =
      'Fine Number,Violation Date,Violation Time,Plate,Fine Amount,Location\n' +
      'F-1,03/11/2026,23:15,Dubai A 12345,"1,234.50","Sheikh Zayed Rd, Dubai"\n';
    const { records, errors } = await readFinesFile(file, en);
    expect(errors).toEqual([]);
    expect(records).toEqual([expect.objectContaining({ fineFils: 123_450, description: 'Sheikh Zayed Rd, Dubai' })]);
  });

  test('given a semicolon file with commas inside fields, should split at semicolons only', async () => {
    const file =
      'Fine Number;Violation Date;Violation Time;Plate;Fine Amount;Location\n' +
      'F-1;03/11/2026;23:15;Dubai A 12345;600;Sheikh Zayed Rd, Dubai\n' +
      'F-2;04/11/2026;09:00;Dubai A 12345;1,234.50;Al Khail Rd, exit 44, Dubai\n';
    const { records, errors } = await readFinesFile(file, en);
    expect(errors).toEqual([]);
    expect(records).toEqual([
      fine('Sheikh Zayed Rd, Dubai'),
      expect.objectContaining({ reference: 'F-2', fineFils: 123_450, description: 'Al Khail Rd, exit 44, Dubai' }),
    ]);
  });

  test('given quoted fields holding the separator, line ends and doubled quotes, should keep them whole', async () => {
    const file =
      'Fine Number;Violation Date;Violation Time;Plate;Fine Amount;Location\n' +
      'F-1;03/11/2026;23:15;Dubai A 12345;600;"Near ""The Dubai Mall""; Financial Centre Rd,\nDubai"\n';
    const { records, errors } = await readFinesFile(file, en);
    expect(errors).toEqual([]);
    expect(records).toEqual([fine('Near "The Dubai Mall"; Financial Centre Rd,\nDubai')]);
  });

  test('given a semicolon file with a BOM and CRLF line ends, streamed in small chunks, should read the same', async () => {
    const file =
      '\uFEFFFine Number;Violation Date;Violation Time;Plate;Fine Amount;Location\r\n' +
      'F-1;03/11/2026;23:15;Dubai A 12345;600;Sheikh Zayed Rd, Dubai\r\n' +
      '\r\n' +
      'F-2;04/11/2026;09:00;Dubai A 12345;400;Al Khail Rd, Dubai\r\n';
    for (const source of [file, chunksOf(file, 5)]) {
      const { records, errors, fileError } = await readFinesFile(source, en);
      expect({ errors, fileError }).toEqual({ errors: [], fileError: null });
      expect(records.map((record) => [record.row, record.reference, record.description])).toEqual([
        [2, 'F-1', 'Sheikh Zayed Rd, Dubai'],
        [4, 'F-2', 'Al Khail Rd, Dubai'],
      ]);
    }
  });

  test('given a tab file, should split at tabs only', async () => {
    const file =
      'Reference\tDate\tPlate\tAmount\tToll Gate\nS-1\t03/11/2026 10:00\tDubai A 12345\t4\tAl Garhoud, Deira\n';
    const { records, errors } = await readSalikFile(file, en);
    expect(errors).toEqual([]);
    expect(records).toEqual([expect.objectContaining({ reference: 'S-1', location: 'Al Garhoud, Deira' })]);
  });
});

describe('the fields', () => {
  test.each([
    ['03/11/2026', '14:05', '2026-11-03T14:05:00'],
    ['3/11/2026', '2:05 pm', '2026-11-03T14:05:00'],
    ['03.11.2026', '12:00 AM', '2026-11-03T00:00:00'],
    ['2026-11-03', '00:00:01', '2026-11-03T00:00:01'],
    ['03/11/2026 23:59', '', '2026-11-03T23:59:00'],
  ])('given %s %s, should be %s in Dubai', (date, time, moment) => {
    expect(readDubaiMoment(date, time)).toEqual(dubai(moment));
  });

  test.each([
    ['11/31/2026', '10:00'],
    ['03/11/2026', '13:00 pm'],
    ['03/11/26', '10:00'],
    ['03/11/2026', ''],
  ])('given %s %s, should be no moment', (date, time) => {
    expect(readDubaiMoment(date, time)).toBeNull();
  });

  test.each([
    ['4', 400],
    ['4.5', 450],
    ['AED 1,234.50', 123_450],
    ['1234.50 aed', 123_450],
    ['0', null],
    ['1.234', null],
    ['', null],
  ])('given the amount %j, should be %j fils', (text, fils) => {
    expect(readAedAmount(text)).toBe(fils);
  });

  test.each([
    ['Dubai A 12345', 'Dubai|A|12345'],
    ['DXB-AA-123', 'Dubai|AA|123'],
    ['Abu Dhabi 5 1234', 'Abu Dhabi|5|1234'],
    ['RAK 12345', 'Ras Al Khaimah||12345'],
  ])('given the plate %s, should read %s', (text, key) => {
    expect(plateKey(readPlateText(text)!)).toBe(key);
  });

  test.each(['Mars A 1', 'Dubai ABCD 1', 'Dubai A 123456', ''])('given the plate %j, should not read it', (text) => {
    expect(readPlateText(text)).toBeNull();
  });
});
