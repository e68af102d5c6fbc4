// What buyer management may change on a relationship row, in its transaction (decision 061). Apart
// from relationships.service, which calls buyer-management.service, so no import cycle forms.
export { disableAdditives, updateTermsColumns } from './relationship-terms.repository';
