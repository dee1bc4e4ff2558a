import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipInputsOf } from '../src/services/export/xlsx';

describe('xlsx export memory', () => {
  it("finds the zip input exceljs writes a sheet's XML into (the stream the export waits on)", () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({});
    const sheet = workbook.addWorksheet('Rows');
    sheet.addRow(['a']).commit();
    // Without this hook (an exceljs upgrade that renames its internals) a large export piles its
    // uncompressed XML up in memory again: the bench's peak RSS is the figure, this the guard.
    expect(zipInputsOf(sheet)).toHaveLength(1);
  });
});
