import BuildIcon from '@mui/icons-material/Build';
import { useGetOne } from 'react-admin';
import { severityColour } from './severity';

/** The wrench of the repairs action, coloured by the asset's defect severity (severity.ts). */
export const RepairIcon = ({ severity }: { severity: number | null | undefined }) => {
  const { data } = useGetOne('lookups', { id: severity! }, { enabled: !!severity });
  const colour = severityColour(severity ? (data ?? { sort: null }) : undefined);
  return <BuildIcon fontSize="small" color={colour} data-severity={colour} />;
};
