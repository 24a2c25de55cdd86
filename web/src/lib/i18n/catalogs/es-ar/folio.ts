import type { folio as englishFolio } from '../en/folio';
import type { Texts } from '../texts';

// La cuenta de la estadía: los cargos junto a las noches, el catálogo de extras y los recibos impresos.
export const folio: Texts<typeof englishFolio> = {
  title: 'Cuenta',
  nights: 'Noches',
  description: 'Descripción',
  quantity: 'Cant.',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  total: 'Total',
  balance: 'Saldo',
  addExtra: 'Agregar extra',
  noExtras: 'Todavía no hay extras a la venta: un gerente los agrega en la configuración de la propiedad',
  added: 'Se agregó {{name}}',
  receiptFor: 'Recibo del pago del {{date}}',
  kinds: { nights: 'Noches', extra: 'Extra', adjustment: 'Ajuste', discount: 'Descuento' },
  rules: { per_stay: 'por estadía', per_night: 'por noche', per_guest: 'por huésped', per_guest_night: 'por huésped por noche' },
  print: {
    number: 'Recibo n.º {{number}}',
    date: 'Fecha',
    guest: 'Huésped',
    idNumber: 'Documento',
    stay: 'Estadía',
    stayDates: 'del {{from}} al {{to}}',
    thisPayment: 'Este pago',
    methods: { cash: 'Efectivo', card: 'Tarjeta', transfer: 'Transferencia', other: 'Otro' },
    paidTotal: 'Pagado en total',
    balance: 'Saldo',
    printButton: 'Imprimir o guardar como PDF',
    back: 'Volver a la reserva',
    loading: 'Preparando el recibo…',
    failed: 'No se pudo preparar el recibo. Recargá y probá de nuevo',
  },
};
