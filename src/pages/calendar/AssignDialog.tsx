import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { assignmentConflict } from '../../domain/calendarMoves';
import { PARTNER_STATUS } from '../../domain/statuses';
import type { BoardPartner, CalendarEvent } from '../../providers/records/calendar';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { SuggestedPartners } from '../../resources/orders/SuggestedPartners';
import { CalendarActionDialog } from './CalendarActionDialog';

interface Props {
  order: CalendarEvent;
  partners: BoardPartner[];
  typeName: (id: number) => string;
  onClose: () => void;
  onAssigned: () => void;
}

/**
 * Puts a partner on an order's service type that still lacks one. The conflict (day off, overlapping order,
 * service type) is flagged from the board's data before saving; the backend checks it again and refuses with the
 * same message (the board may be stale), which the dialog then shows.
 */
export function AssignDialog({ order, partners, typeName, onClose, onAssigned }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const open = order.serviceTypes.filter((type) => type.partners.length < type.numberOfPartners);
  const [typeId, setTypeId] = useState(open[0]?.idServiceType ?? 0);
  const [partnerId, setPartnerId] = useState<number | ''>('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // A suggestion the board's rows do not hold (the board filtered by partner or type) is still offered.
  const [suggested, setSuggested] = useState<{ id: number; name: string } | null>(null);
  const type = open.find((item) => item.idServiceType === typeId);
  const choices =
    suggested && !partners.some((item) => item.id === suggested.id)
      ? [
          ...partners,
          {
            ...suggested,
            orders: [],
            daysOff: [],
            serviceTypes: [typeId],
            status: PARTNER_STATUS.registered,
          },
        ]
      : partners;
  const partner = choices.find((item) => item.id === partnerId);
  const conflict = partner
    ? assignmentConflict(partner, order, partner.orders, partner.daysOff, typeId)
    : null;
  const message = refusal ?? conflict;

  const save = async () => {
    if (!type || !partner) return;
    try {
      await dataProvider.setOrderPartners({
        id: order.id,
        version: order.version,
        idServiceType: type.idServiceType,
        partners: [...type.partners, partner.id],
        numberOfPartners: type.numberOfPartners,
      });
      notify('resources.calendar.board.assigned', {
        type: 'success',
        messageArgs: { id: order.id, name: partner.name },
      });
      onAssigned();
    } catch (error) {
      setRefusal((error as Error).message || 'app.errors.technical');
    }
  };

  return (
    <CalendarActionDialog
      title={translate('resources.calendar.board.assignTitle', { id: order.id })}
      message={message}
      messageTestId="assign-conflict"
      action="resources.calendar.board.assign"
      actionDisabled={!partner || !type}
      onAction={() => void save()}
      onClose={onClose}
      minWidth={320}
    >
      <TextField
        select
        label={translate('resources.calendar.filters.serviceType')}
        value={typeId}
        onChange={(event) => setTypeId(Number(event.target.value))}
      >
        {open.map((item) => (
          <MenuItem key={item.idServiceType} value={item.idServiceType}>
            {typeName(item.idServiceType)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('resources.calendar.filters.partner')}
        value={partnerId}
        onChange={(event) => {
          setPartnerId(Number(event.target.value));
          setRefusal(null);
        }}
      >
        {choices.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.name}
          </MenuItem>
        ))}
      </TextField>
      {type && (
        <SuggestedPartners
          orderId={order.id}
          version={order.version}
          idServiceType={type.idServiceType}
          chosenId={partnerId === '' ? null : partnerId}
          headingLevel="h3"
          onChoose={(chosen) => {
            setSuggested(chosen);
            setPartnerId(chosen.id);
            setRefusal(null);
          }}
        />
      )}
    </CalendarActionDialog>
  );
}
