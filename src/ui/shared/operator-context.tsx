import { createContext, useContext, type ReactNode } from 'react';
import { offers, type Operator, type OperatorExtension } from '../../core/shared/operator';

const OperatorContext = createContext<Operator | null>(null);

export function OperatorProvider({ operator, children }: { operator: Operator; children: ReactNode }) {
  return <OperatorContext.Provider value={operator}>{children}</OperatorContext.Provider>;
}

/** The operator this tab serves: branding, links and screen variant. */
export function useOperator(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator needs an OperatorProvider above it');
  return operator;
}

/** Whether this tab's operator offers an extension of the contract: a feature built on it hides itself when not. */
export function useOffers(extension: OperatorExtension): boolean {
  return offers(useOperator(), extension);
}
