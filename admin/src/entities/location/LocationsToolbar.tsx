import SwapVertIcon from '@mui/icons-material/SwapVert';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CompanySelector } from '../../engine/CompanySelector';
import { LocationReorder } from './LocationReorder';

/** Locations list: the System Administrator's company selector and the Reorder button. */
export const LocationsToolbar = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <CompanySelector />
      <Button variant="outlined" startIcon={<SwapVertIcon />} onClick={() => setOpen(true)}>
        {translate('maintenance.reorder')}
      </Button>
      {open && <LocationReorder onClose={() => setOpen(false)} />}
    </>
  );
};
