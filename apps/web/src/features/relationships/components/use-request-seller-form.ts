import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CreateRelationshipRequestSchema } from '@fuel/domain/contracts/relationships';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useAvailableSellers } from '../api/get-available-sellers';
import { useRequestRelationship } from '../api/request-relationship';

/** The seller request form: available sellers, the request mutation, and a submit that confirms and closes. */
export function useRequestSellerForm(onClose: () => void) {
  const { t } = useTranslation();
  const sellers = useAvailableSellers(true);
  const request = useRequestRelationship();
  const form = useAppForm(CreateRelationshipRequestSchema, { sellerAccountId: undefined, message: '' });

  const submit = form.handleSubmit((values) =>
    request.mutateAsync(values).then(
      (created) => {
        notifications.show({
          color: 'green',
          message: t('relationships.sellers.sent', { name: created.counterparty.name }),
        });
        onClose();
      },
      () => undefined,
    ),
  );
  return { sellers, request, form, submit };
}

/** The form's control, as the fields component receives it. */
export type RequestSellerControl = ReturnType<typeof useRequestSellerForm>['form']['control'];
