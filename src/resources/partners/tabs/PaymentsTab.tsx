import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useCreate, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { toMajor, toMinor, useMoney } from '../../../components/money';
import { useFormat } from '../../../components/useFormat';
import type { Partner } from '../../../providers/records/partner';
import { usePartnerLedger, useSettlePartner } from '../usePartnerApi';
import { Empty, Figures, Heading } from './common';
import { MONEY_INVALID, MONEY_MAX, isMoney } from '../../../domain/bounds';
import { textLimit } from '../../../components/textLimits';

const p = (key: string) => `resources.partners.ledger.${key}`;

/** A bonus payment or a reduction for the open period. */
function AdjustmentForm({ partnerId }: { partnerId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { currency, precision } = useMoney();
  const [kind, setKind] = useState<'bonus' | 'reduction'>('bonus');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [create, { isPending }] = useCreate();
  const minor = toMinor(Number(amount), precision);
  const problem = !(Number(amount) > 0)
    ? 'app.validation.positive'
    : isMoney(minor)
      ? undefined
      : MONEY_INVALID;
  const invalid = amount !== '' && !!problem;
  const submit = () => {
    void create(
      'partnerAdjustments',
      { data: { partnerId, kind, amount: minor, note } },
      {
        onSuccess: () => {
          setAmount('');
          setNote('');
          void queryClient.invalidateQueries({ queryKey: ['partners'] });
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
      <TextField
        select
        size="small"
        label={translate(p('kind'))}
        value={kind}
        onChange={(e) => setKind(e.target.value as 'bonus' | 'reduction')}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="bonus">{translate(p('bonus'))}</MenuItem>
        <MenuItem value="reduction">{translate(p('reduction'))}</MenuItem>
      </TextField>
      <TextField
        size="small"
        type="number"
        label={`${translate(p('amount'))} (${currency})`}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={invalid}
        helperText={invalid && problem ? translate(problem) : undefined}
        slotProps={{ htmlInput: { min: 0, max: toMajor(MONEY_MAX, precision) } }}
      />
      <TextField
        size="small"
        label={translate(p('note'))}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        {...textLimit('text')}
      />
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={amount === '' || !!problem || isPending}
        onClick={submit}
      >
        {translate('ra.action.add')}
      </Button>
    </Stack>
  );
}

/** The open period's ledger, computed by the backend from the partner's completed orders, and Settle. */
export default function PaymentsTab({ record: partner }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const { format } = useMoney();
  const { date: day, count } = useFormat();
  const [confirming, setConfirming] = useState(false);
  const { data: ledger, error, isPending } = usePartnerLedger(partner.id);
  const settle = useSettlePartner({ success: p('settled') });
  const date = (value: string | null) => day(value) || '—';
  if (error) return <Alert severity="error">{translate('app.errors.loadProblem')}</Alert>;
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  const nothingOpen = !ledger.orders.length && !ledger.adjustments.length;
  return (
    <Box>
      <Figures
        items={[
          { label: p('ordersAmount'), value: format(ledger.ordersAmount) },
          { label: p('cashAmount'), value: format(ledger.cashAmount) },
          { label: p('remuneration'), value: format(ledger.remuneration) },
          { label: p('transport'), value: format(ledger.transport) },
          { label: p('bonusPayments'), value: format(ledger.bonusPayments) },
          { label: p('reductions'), value: format(ledger.reductions) },
          { label: p('tips'), value: format(ledger.tips) },
          {
            label: p('dates'),
            value: ledger.dateFrom ? `${date(ledger.dateFrom)} – ${date(ledger.dateTo)}` : '—',
          },
          { label: p('numberOfOrders'), value: count(ledger.numberOfOrders), testId: 'ledger-orders' },
          {
            label: p('lastSettlementDate'),
            value: date(ledger.lastSettlementDate),
            testId: 'ledger-last-settlement',
          },
          { label: p('balance'), value: format(ledger.balance), testId: 'ledger-balance' },
          { label: p('debtOfPlatform'), value: format(ledger.debtOfPlatform) },
          { label: p('debtOfPartner'), value: format(ledger.debtOfPartner) },
          { label: p('netting'), value: format(ledger.netting) },
        ]}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<HandshakeIcon />}
          disabled={nothingOpen || settle.isPending}
          onClick={() => setConfirming(true)}
        >
          {translate(p('settle'))}
        </Button>
        {nothingOpen && <Alert severity="info">{translate(p('nothingToSettle'))}</Alert>}
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={settle.isPending}
        title={translate(p('settleTitle'))}
        content={translate(p('settleContent'), { amount: format(ledger.debtAmount) })}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={() => settle.mutate({ id: partner.id }, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />

      <Heading>resources.partners.ledger.adjustments</Heading>
      {ledger.adjustments.length ? (
        <Table size="small" sx={{ maxWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(p('date'))}</TableCell>
              <TableCell>{translate(p('kind'))}</TableCell>
              <TableCell>{translate(p('amount'))}</TableCell>
              <TableCell>{translate(p('note'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ledger.adjustments.map((a) => (
              <TableRow key={a.id}>
                <TableCell>{date(a.date)}</TableCell>
                <TableCell>{translate(p(a.kind))}</TableCell>
                <TableCell>{format(a.amount)}</TableCell>
                <TableCell>{a.note}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <AdjustmentForm partnerId={Number(partner.id)} />

      <Heading>resources.partners.ledger.openOrders</Heading>
      {ledger.orders.length ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(p('order'))}</TableCell>
              <TableCell>{translate(p('date'))}</TableCell>
              <TableCell>{translate(p('orderAmount'))}</TableCell>
              <TableCell>{translate(p('percent'))}</TableCell>
              <TableCell>{translate(p('cashAmount'))}</TableCell>
              <TableCell>{translate(p('tips'))}</TableCell>
              <TableCell>{translate(p('transport'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ledger.orders.map((o) => (
              <TableRow key={o.orderId}>
                <TableCell>
                  <Link to={`/orders/details/${o.orderId}`}>#{o.orderId}</Link>
                </TableCell>
                <TableCell>{date(o.date)}</TableCell>
                <TableCell>{format(o.amount)}</TableCell>
                <TableCell>{Math.round(o.percent * 10) / 10} %</TableCell>
                <TableCell>{format(o.cash)}</TableCell>
                <TableCell>{format(o.tips)}</TableCell>
                <TableCell>{format(o.transport)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Empty>resources.partners.ledger.noOpenOrders</Empty>
      )}
    </Box>
  );
}
