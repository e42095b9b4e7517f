// dnd-kit settings of the spec: pointer activation at 3 px (tolerance 5), keyboard steps of 25 px.
import {
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

export const KEYBOARD_STEP_PX = 25;
export const POINTER_ACTIVATION = { distance: 3, tolerance: 5 } as const;

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

/** The pointer's column when there is a pointer; the most-overlapped column for keyboard drags. */
export const columnCollision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

export { KeyboardSensor, PointerSensor };
