import { useConfirmedDelete, type ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useDeleteBannerMutation, type AdminBanner } from '../banners-api';
import { BANNER_NOTICES, bannerLabel } from '../banner-model';

const DELETE_BANNER: ConfirmedDelete<AdminBanner, string> = {
  confirm: (banner) => ({
    title: 'Confirm Delete',
    content: `Are you sure you want to delete the banner "${bannerLabel(banner)}"? It leaves the home page carousel.`,
  }),
  arg: (banner) => banner.id,
  deleted: BANNER_NOTICES.deleted,
  failed: BANNER_NOTICES.deleteFailed,
};

/** Deleting a banner after the "Confirm Delete" dialog (Cancel focused). */
export function useDeleteBanner(): (banner: AdminBanner) => void {
  const [deleteBanner] = useDeleteBannerMutation();
  return useConfirmedDelete(deleteBanner, DELETE_BANNER);
}
