// The Kanban's drop target: a mouse or finger drops only on the column under it when it lets go;
// lifted outside every column, the card drops nowhere (never on the column it overlaps most, which is
// how a touch drag that scrolled past "Expédiée" ended on "Annulée"). The keyboard takes that column.
import type { ClientRect, Collision, CollisionDetection } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { columnCollision } from '../../../src/admin/screens/orders/kanban-dnd.ts';

const rect = (left: number, width: number): ClientRect => ({
  left,
  top: 0,
  width,
  height: 600,
  right: left + width,
  bottom: 600,
});
const columns = new Map([
  ['shipped', rect(0, 200)],
  ['cancelled', rect(220, 200)],
]);
type Args = Parameters<CollisionDetection>[0];
const args = (pointer: { x: number; y: number } | null, card: ClientRect): Args =>
  ({
    active: { id: 1 },
    collisionRect: card,
    droppableRects: columns,
    droppableContainers: [...columns.keys()].map((id) => ({ id, key: id, disabled: false, data: { current: {} } })),
    pointerCoordinates: pointer,
  }) as unknown as Args;
const ids = (found: Collision[]) => found.map((c) => c.id);

describe('the Kanban drop column', () => {
  it('is the column under the finger or mouse when it lets go', () => {
    expect(ids(columnCollision(args({ x: 100, y: 300 }, rect(150, 180))))).toEqual(['shipped']);
  });

  it('is none when the finger is over no column, even if the card overlaps one', () => {
    expect(ids(columnCollision(args({ x: 210, y: 300 }, rect(230, 180))))).toEqual([]);
    expect(ids(columnCollision(args({ x: 100, y: 700 }, rect(230, 180))))).toEqual([]);
  });

  it('is the most overlapped column for a keyboard drag (no pointer)', () => {
    expect(ids(columnCollision(args(null, rect(230, 180))))).toEqual(['cancelled']);
  });
});
