import Typography from '@mui/joy/Typography';

/** «Продукты»: the office-products branch replaces this page with the product editor. */
export default function ProductsPage() {
  return <Typography level="body-md">Редактор продуктов пока собирается. Продукты в продаже видны на главной странице.</Typography>;
}
