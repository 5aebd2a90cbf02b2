/**
 * A state column moves only through its mover, which checks the state table and writes the event
 * row. This rule finds `x.update(table).set({ column: ... })` and `x.insert(table).values({ column:
 * ... })` naming a guarded column of a guarded table, in any file that is not one of that column's
 * movers. Options: { tables: { [table]: { columns: string[], movers: string[] } } }, paths relative
 * to the project root.
 */
import path from 'node:path';

const WRITES = { set: 'update', values: 'insert' };

function keyName(property) {
  if (property.type !== 'Property' || property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal') return String(property.key.value);
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'State columns are written only by their movers.' },
    schema: [{ type: 'object', properties: { tables: { type: 'object' } }, required: ['tables'] }],
    messages: {
      outsideMover:
        '{{table}}.{{column}} is a state column: move it with {{movers}}, which checks the state table and records the event.',
    },
  },
  create(context) {
    const { tables } = context.options[0];
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const write = WRITES[callee.property.name];
        const target = callee.object;
        if (!write || target.type !== 'CallExpression' || target.callee.type !== 'MemberExpression') return;
        if (target.callee.property.type !== 'Identifier' || target.callee.property.name !== write) return;
        const table = target.arguments[0];
        if (table?.type !== 'Identifier' || !tables[table.name]) return;
        const guard = tables[table.name];
        if (guard.movers.includes(file)) return;
        const rows = node.arguments[0];
        const objects = rows?.type === 'ArrayExpression' ? rows.elements : [rows];
        for (const object of objects) {
          if (object?.type !== 'ObjectExpression') continue;
          for (const property of object.properties) {
            const column = keyName(property);
            if (column && guard.columns.includes(column))
              context.report({
                node: property,
                messageId: 'outsideMover',
                data: { table: table.name, column, movers: guard.movers.join(' or ') },
              });
          }
        }
      },
    };
  },
};
