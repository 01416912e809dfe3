import { useRef } from 'react';

/**
 * An answer (decline, a request for changes) changes the offer's card, and the button that opened the dialog goes
 * with it: when the dialog closes after one, the focus goes to the offer's title rather than falling to the body.
 */
export function useFocusTitleAfterAnswer(offerId: string) {
  const answered = useRef(false);
  return {
    answered: () => {
      answered.current = true;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!answered.current) return;
      answered.current = false;
      event.preventDefault();
      document.getElementById(`offer-${offerId}-title`)?.focus();
    },
  };
}
