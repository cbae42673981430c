import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';

type PhotoPath =
  | '/api/my/restaurant/order/{orderId}/proof-photo'
  | '/api/order/{orderId}/proof-photo'
  | '/api/my/restaurant/order/{orderId}/help/photo'
  | '/api/order/{orderId}/help/photo';

/**
 * The courier's photo proving delivery (docs/product/team-and-roles.md "Couriers"), or the
 * customer's photo of a reported problem (docs/product/decisions.md "Order help"): private, so it
 * is read with the caller's token and shown from memory, never by a public URL.
 */
export function ProofPhoto({ orderId, path, alt = 'Photo of the delivery at the door', className = '' }: { orderId: string; path: PhotoPath; alt?: string; className?: string }) {
  const photo = useQuery({
    queryKey: ['proof-photo', path, orderId],
    queryFn: async ({ signal }) => {
      const { data } = await api.GET(path, { params: { path: { orderId } }, parseAs: 'blob', signal });
      if (!data) throw new Error('Photo not found');
      return data as Blob;
    },
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photo.data) return;
    const made = URL.createObjectURL(photo.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo.data]);
  if (photo.isError) return <p className="text-sm text-slate-700">The photo cannot be shown right now.</p>;
  return url ? <img src={url} alt={alt} className={`max-h-72 w-auto rounded-md object-contain ${className}`} /> : null;
}
