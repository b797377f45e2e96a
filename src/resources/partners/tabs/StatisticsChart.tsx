import { useTranslate } from 'react-admin';
import { OrdersAndMoneyChart } from '../../../components/charts/OrdersAndMoneyChart';
import { useFormat } from '../../../components/useFormat';
import type { PartnerStatistics } from '../../../domain/partnerStats';

/** Orders (bars) and earnings (line) over the last twelve months; recharts is loaded only with this tab. */
export default function StatisticsChart({ months }: { months: PartnerStatistics['months'] }) {
  const translate = useTranslate();
  const month = useFormat().month;
  return (
    <OrdersAndMoneyChart
      label={translate('resources.partners.statistics.chart')}
      height={300}
      rows={months.map((m) => ({ label: month(m.month), orders: m.orders, money: m.earnedByPartner }))}
      ordersName={translate('resources.partners.statistics.totalOrders')}
      moneyName={translate('resources.partners.statistics.earnedByPartner')}
    />
  );
}
