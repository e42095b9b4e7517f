// dnd-kit settings of the board. The spec's figures: activation after 3 px (tolerance 5), keyboard
// steps of 25 px. A mouse drags the whole card once it has moved 3 px, so a plain click on the card's
// buttons stays a click; a finger drags it after a 250 ms press that moves less than 5 px, so a swipe
// over the cards still scrolls the page; the keyboard drags from the card's handle.
import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

const KEYBOARD_STEP_PX = 25;
export const MOUSE_ACTIVATION = { distance: 3, tolerance: 5 } as const;
export const TOUCH_ACTIVATION = { delay: 250, tolerance: 5 } as const;

export const stepCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_STEP_PX };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_STEP_PX };
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP_PX };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};

/**
 * A mouse or finger drops only on the column it is over when it lets go: outside every column (a
 * touch drag that scrolled the board, a finger lifted over the gap) it drops nowhere, never on the
 * column the dragged card happens to overlap most. Keyboard drags (no pointer) take that column.
 */
export const columnCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

export { KeyboardSensor, MouseSensor, TouchSensor };
