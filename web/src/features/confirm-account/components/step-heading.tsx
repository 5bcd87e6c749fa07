import { type ReactNode, type RefObject, useEffect } from 'react';

/** Renders a step's heading; it takes the focus when the step changes, so keyboard and screen-reader users follow. */
export type StepHeading = (text: string) => ReactNode;

export function useStepHeading(ref: RefObject<HTMLHeadingElement | null>, step: string): StepHeading {
  useEffect(() => {
    if (step !== 'loading') ref.current?.focus();
  }, [ref, step]);
  return (text) => (
    <h1 ref={ref} tabIndex={-1} className="step-heading">
      {text}
    </h1>
  );
}
