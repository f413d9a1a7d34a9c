// The values an enum select offers (x-ref.enum), labelled from the catalogue (enums.<Enum>.<value>).
import { TimeInterval, UserStatus, userTypeLabels } from '../../../schemas/enums';

const valuesOf = (e: Record<string, number>) => Object.values(e).filter((v) => v !== 0);

export const enumValues: Record<string, number[]> = {
  UserType: Object.keys(userTypeLabels).map(Number),
  UserStatus: valuesOf(UserStatus),
  TimeInterval: valuesOf(TimeInterval),
};

export const enumLabelKey = (enumName: string, value: unknown) => `enums.${enumName}.${value}`;
