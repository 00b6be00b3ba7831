import type { AllyPlanType } from '../catalogue/types';
import type { Beneficiary, Payer } from './order.schema';
import type { OrderStatus } from './order-status';

/** An order as the API returns it to its owner or an admin. Amounts are minor units. */
export interface OrderView {
  id: string;
  confirmationNumber: string;
  planId: string;
  planName: string;
  planType: AllyPlanType | null;
  status: OrderStatus;
  paymentMethod: 'bank_transfer' | 'card';
  /** 'YYYY-MM-DD'. */
  coverageStartDate: string;
  totalUsd: number;
  totalNgn: number;
  /** ISO timestamp. */
  createdAt: string;
  beneficiaries: Array<Beneficiary & { priceUsd: number | null; priceNgn: number | null }>;
  /** Null when the account holder pays (the payer page was skipped). */
  payer: Payer | null;
}

/** One line of the user's order list. */
export type OrderSummaryView = Pick<
  OrderView,
  | 'id'
  | 'confirmationNumber'
  | 'planId'
  | 'planName'
  | 'status'
  | 'totalUsd'
  | 'totalNgn'
  | 'coverageStartDate'
  | 'createdAt'
> & { beneficiaryCount: number };

/** How the company is paid by bank transfer, and whether card checkout is on (DECISIONS 18-19). */
export interface PaymentOptionsView {
  cardPayments: boolean;
  bankTransfer: { bankName: string; accountName: string; accountNumber: string };
}
