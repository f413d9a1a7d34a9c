import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useToast } from '../ui/useToast';
import { firstError } from './formErrors';

interface FormErrorWatcherProps {
  /** Property order, so the first error on screen is the one reported. */
  order: string[];
  onError: (field: string | undefined, message: string) => void;
}

/** After a refused submit (client checks or the server's 400): the save error toast, 6 s at the top. */
export const FormErrorWatcher = ({ order, onError }: FormErrorWatcherProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const error = firstError(errors, order);
    if (!error) return;
    const message = translate(error.text.message, { _: error.text.message, ...error.text.args });
    toast.saveError(message, 'error');
    onError(error.field, message);
  }, [submitCount, errors, order, onError, translate, toast]);
  return null;
};
