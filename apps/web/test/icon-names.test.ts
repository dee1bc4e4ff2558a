// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Every feature adds icons; this keeps the lint rule that forbids icon names from being lost
// (a name downloads Blueprint's icon font and every icon's path data).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const lint = async (code: string) => {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(repoRoot, 'apps/web/src/icon-probe.tsx'),
  });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('icons are components, never names', () => {
  it('rejects an icon name in a prop, in an expression and in data', async () => {
    const rules = await lint(`
      import { Button } from '@blueprintjs/core';
      const actions = [{ icon: 'add' }];
      export const A = ({ wide }: { wide: boolean }) => (
        <>
          <Button icon="add" />
          <Button rightIcon={wide ? 'caret-down' : 'caret-up'} />
          <Button text={String(actions.length)} />
        </>
      );
    `);
    expect(rules.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(4);
  }, 30_000);

  it('rejects the IconName type that data with names would need', async () => {
    const rules = await lint(`import type { IconName } from '@blueprintjs/core';
      export const n: IconName[] = [];`);
    expect(rules).toContain('no-restricted-imports');
  }, 30_000);

  it('accepts named icon components', async () => {
    const rules = await lint(`
      import { Button } from '@blueprintjs/core';
      import { AddIcon } from '@blueprintjs/icons';
      export const A = () => <Button icon={<AddIcon />} className="fine" text="Add" />;
    `);
    expect(rules).toEqual([]);
  }, 30_000);
});
