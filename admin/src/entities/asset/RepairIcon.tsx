import BuildIcon from '@mui/icons-material/Build';
import { useGetOne } from 'react-admin';
import { severityColour } from './severity';

/**
 * The wrench of the repairs action, coloured by the asset's defect severity (severity.ts). While
 * the severity's lookup is still on its way the wrench has no colour: green would say Minor of a
 * Critical defect until the lookup came.
 */
export const RepairIcon = ({ severity }: { severity: number | null | undefined }) => {
  const { data } = useGetOne('lookups', { id: severity! }, { enabled: !!severity });
  if (severity && !data) return <BuildIcon fontSize="small" data-severity="pending" />;
  const colour = severityColour(severity ? data : undefined);
  return <BuildIcon fontSize="small" color={colour} data-severity={colour} />;
};
