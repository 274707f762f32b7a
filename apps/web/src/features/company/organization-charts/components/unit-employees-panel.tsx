/** The selected unit: its head counts and the employees assigned directly to it. */
import { EmploymentType, type TOrgChartNode } from '@mirume/shared';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useUnitEmployees } from '../api/get-unit-employees';

interface UnitEmployeesPanelProps {
  unit: TOrgChartNode | null;
  path: string;
  manage: boolean;
  onAssign: () => void;
}

export function UnitEmployeesPanel({ unit, path, manage, onAssign }: UnitEmployeesPanelProps) {
  const company = useAreaCompany();
  const employees = useUnitEmployees(unit?.id ?? null);
  if (!unit) {
    return (
      <Card>
        <CardContent>
          <Typography color="text.secondary">部署を選ぶと、所属している社員が表示されます。</Typography>
        </CardContent>
      </Card>
    );
  }
  const items = employees.data?.data.items ?? [];
  return (
    <Card component="section" aria-labelledby="org-unit-panel-title">
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {path}
        </Typography>
        <Typography id="org-unit-panel-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700, mt: 0.5 }}>
          {unit.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          直属 {unit.head_count}名／下位部署を含む {unit.total_count}名
        </Typography>
        {manage ? (
          <Button variant="outlined" startIcon={<PersonAddAlt1Icon />} onClick={onAssign} sx={{ mt: 2 }}>
            社員を割り当て
          </Button>
        ) : null}
      </CardContent>
      <Divider />
      {employees.isPending ? (
        <Stack spacing={1} sx={{ p: 2 }}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Stack>
      ) : employees.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessage(employees.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          この部署に直接所属している社員はいません。
        </Typography>
      ) : (
        <List dense aria-label={`${unit.name}の社員`}>
          {items.map((e) => (
            <ListItem key={e.id}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={company.paths.employee(e.id)}>
                    {e.last_name} {e.first_name}
                  </Link>
                }
                secondary={`${e.kana_last_name} ${e.kana_first_name}・社員番号 ${e.employee_id}・${EmploymentType.label(e.employment_type)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
