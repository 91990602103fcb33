import { RiskTab } from '../../../components/risk/risk-tab';
import { currentUserQuery } from '../../../lib/session';
import { setTransactionRisk, transactionRiskQuery } from '../api/transaction-risk-api';
import { transactionKeys } from '../api/transactions-api';

/**
 * The transaction's current risk assessment: the level and why, each rule's result (the
 * thresholds it crossed, linked transactions, its parties' levels), and for the team's
 * administrators the override of the level.
 */
export function TransactionRiskTab({ code, name }: { code: string; name: string }) {
  return (
    <RiskTab
      subject="transaction"
      code={code}
      name={name}
      query={transactionRiskQuery(code)}
      save={(input) => setTransactionRisk(code, input)}
      // The level shows in the header and the lists; an alert may have been raised or closed.
      refresh={[transactionKeys.all, currentUserQuery.queryKey]}
    />
  );
}
