// The payload manager (operations §2 "Payload manager") at /dispatch/payloads and /driver/payloads:
// two tabs, Edit Payload (the default) and Search Contents. The open tab is kept in the address
// (?tab=search), so the history's Back returns to the search.
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { PageBanner } from '../../ui/PageBanner';
import { PayloadEditor } from './PayloadEditor';
import { PayloadSearch } from './PayloadSearch';
import { SEARCH_TAB } from './payloadPaths';

const PayloadManager = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const searching = params.get('tab') === SEARCH_TAB;
  return (
    <>
      <Box sx={{ px: { xs: 1, sm: 2 }, pt: { xs: 1, sm: 2 } }}>
        <PageBanner title={translate('payloads.title')} />
        <Tabs
          value={searching ? 1 : 0}
          onChange={(_, tab: number) => setParams(tab === 1 ? { tab: SEARCH_TAB } : {}, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab label={translate('payloads.edit_tab')} />
          <Tab label={translate('payloads.search_tab')} />
        </Tabs>
      </Box>
      {searching ? (
        <PayloadSearch />
      ) : (
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          <PayloadEditor />
        </Box>
      )}
    </>
  );
};

export default PayloadManager;
