// Detention accruing now by carrier (issue 32, GET /Dashboard/Detention): of each carrier's trailers
// in the yard, the detention so far of those past their free time and its amount at each visit's
// rate, in the red of detention; the table adds how many are in the yard and how many are past
// their free time. A bar opens the gate's list of that carrier's trailers in the yard (the dispatch and
// site areas; the fleet area has no gate).
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { FilterOption } from '../../../../schemas/enums';
import { filteredLink } from '../../engine/filters/linkedFilters';
import { useArea } from '../../engine/paths';
import { useDuration, useMoney } from '../../entities/gateVisit/ClockLine';
import { GATE_PATH } from '../../entities/gateVisit/gatePaths';
import { Bars } from '../Bars';
import { ChartCard } from '../ChartCard';
import { useFormats } from '../format';
import { useDashboardScope, useFigure, type DetentionNow } from '../useFigure';

export const DetentionCard = () => {
  const translate = useTranslate();
  const f = useFormats();
  const duration = useDuration();
  const money = useMoney();
  const theme = useTheme();
  const navigate = useNavigate();
  const area = useArea();
  const scope = useDashboardScope();
  const { data, isPending, isError } = useFigure<DetentionNow>('Detention');
  const carriers = data?.carriers ?? [];
  const minutes = translate('detention.card_minutes');
  const gateArea = area === 'dispatch' || area === 'site';
  return (
    <ChartCard
      id="detention"
      title={translate('detention.card_title')}
      loading={isPending}
      failed={isError}
      empty={!carriers.length}
      columns={[
        translate('detention.card_carrier'),
        translate('detention.in_yard'),
        translate('detention.card_overdue'),
        translate('detention.detention'),
        translate('detention.card_amount'),
      ]}
      rows={carriers.map((c) => [
        c.carrierName,
        f.number(c.inYard),
        f.number(c.overdue),
        duration(c.detentionMinutes),
        c.amount === null ? translate('detention.no_rate') : money(c.amount),
      ])}
      chart={
        <Bars
          horizontal
          yAxis={{ scaleType: 'band', data: carriers.map((c) => c.carrierName), label: translate('detention.card_carrier'), width: 110 }}
          xAxis={{ label: minutes, tickMinStep: 1 }}
          series={[{ id: 'detention', label: minutes, data: carriers.map((c) => c.detentionMinutes), color: theme.palette.error.main }]}
          onBar={(_, index) => {
            const c = carriers[index];
            if (!c || !gateArea) return;
            // the gate's list of that carrier's trailers still in the yard
            navigate(
              filteredLink(
                `/${area}/${GATE_PATH}`,
                [
                  { type: 'InTheYard', option: FilterOption.Exact, value: true },
                  { type: 'Carrier', option: FilterOption.Exact, value: c.carrierId },
                ],
                { companyId: scope?.companyId, siteId: scope?.siteId },
              ),
            );
          }}
        />
      }
    />
  );
};
